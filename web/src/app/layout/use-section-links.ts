import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { HOW_IT_WORKS_SECTION_ID } from '@/features/marketing/section-ids';
import { scrollToBottom, scrollToSection, scrollToSectionSoon } from '@/lib/scroll';

/** How It Works and Contact: links that scroll rather than navigate. */
export function useSectionLinks() {
  const navigate = useNavigate();
  const { pathname } = useLocation();

  const goToHowItWorks = useCallback(() => {
    if (pathname === '/' && scrollToSection(HOW_IT_WORKS_SECTION_ID)) return;
    if (pathname !== '/') navigate('/');
    scrollToSectionSoon(HOW_IT_WORKS_SECTION_ID);
  }, [navigate, pathname]);

  const goToContact = useCallback(() => scrollToBottom(), []);

  return { goToHowItWorks, goToContact };
}
