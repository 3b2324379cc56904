import { useAccountOrNobody } from '@/shared/api/current-account';
import { useRequestedDate } from '../hooks/use-requested-date';
import { CountdownLoading } from './countdown-loading';
import { CoupleCountdown } from './couple-countdown';
import { LocalCountdown } from './local-countdown';

/**
 * /countdown: a couple's countdown is saved on their wedding; a visitor's is kept in this browser
 * (with an invitation to sign up); an owner's or vendor's runs on the page only. The account check
 * failing reads as a visitor, as in the bar: the countdown still works.
 */
export function CountdownView() {
  const requested = useRequestedDate();
  const account = useAccountOrNobody();
  if (account === undefined) return <CountdownLoading />;
  if (account?.accountType === 'customer') return <CoupleCountdown requested={requested} />;
  return <LocalCountdown requested={requested} keeper={account === null ? 'browser' : 'page'} />;
}
