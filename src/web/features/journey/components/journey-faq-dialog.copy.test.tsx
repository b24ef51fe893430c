// Issue 9, honest copy: the journey FAQ claims only what the product does on any setting.
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import JourneyFaqDialog from './journey-faq-dialog';

describe('journey FAQ copy', () => {
  it('does not promise an AI or a plan that may not exist', () => {
    render(<JourneyFaqDialog open onOpenChange={() => {}} />);
    const text = document.body.textContent ?? '';
    expect(text).not.toContain('An AI writes');
    expect(text).toContain(
      "the app's own built-in storyteller, or an AI model where one is switched on",
    );
    expect(text).not.toContain('Trailblazers have unlimited journeys');
    expect(screen.getByText(/The Trailblazer plan gives unlimited journeys\./)).toBeInTheDocument();
  });
});
