import { FormGrid } from '@/ui/field';
import { PASSWORD_HINT } from '../../utils/password-rules';
import { InputControl, PasswordControl } from './sign-up-controls';

export function BasicInfoStep() {
  return (
    <FormGrid $twoColumnsFrom="34rem">
      <InputControl field="firstName" label="First Name" required autoComplete="given-name" />
      <InputControl field="lastName" label="Last Name" required autoComplete="family-name" />
      <InputControl field="email" label="Email Address" type="email" required autoComplete="email" span placeholder="you@example.com" />
      <InputControl field="phone" label="Phone Number" type="tel" optional autoComplete="tel" span placeholder="(512) 555-0123" />
      <PasswordControl field="password" label="Password" required autoComplete="new-password" toggleLabel="Show password" hint={PASSWORD_HINT} />
      <PasswordControl field="confirmPassword" label="Confirm Password" required autoComplete="new-password" toggleLabel="Show password confirmation" />
    </FormGrid>
  );
}
