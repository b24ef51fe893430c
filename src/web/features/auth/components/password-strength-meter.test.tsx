import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PasswordStrengthMeter } from './password-strength-meter';

function Harness() {
  const [password, setPassword] = useState('');
  return (
    <>
      <label htmlFor="pw">Password</label>
      <input
        id="pw"
        type="password"
        aria-describedby="meter"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <PasswordStrengthMeter id="meter" password={password} />
    </>
  );
}

describe('PasswordStrengthMeter (SPEC.md section 4)', () => {
  it('shows nothing for an empty password', () => {
    render(<Harness />);
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('');
    expect(screen.queryByText(/Password strength/)).not.toBeInTheDocument();
  });

  it('reads weak, medium and strong as the password grows, in a polite live region', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const input = screen.getByLabelText('Password');

    await user.type(input, 'abcde');
    expect(input).toHaveAccessibleDescription('Password strength: Weak');
    expect(document.getElementById('meter')).toHaveAttribute('aria-live', 'polite');

    await user.type(input, 'f');
    expect(input).toHaveAccessibleDescription('Password strength: Medium');

    await user.clear(input);
    await user.type(input, 'Abcdefg1');
    expect(input).toHaveAccessibleDescription('Password strength: Strong');
    expect(document.querySelector('[data-strength]')).toHaveAttribute('data-strength', 'strong');
  });
});
