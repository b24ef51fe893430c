import { render, screen } from '@testing-library/react';
import { MemoryRouter, Link } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { Button } from './button';

describe('Button', () => {
  it('is a type="button" so it never submits a form by accident', () => {
    render(<Button>Start new journey</Button>);

    expect(screen.getByRole('button', { name: 'Start new journey' })).toHaveAttribute(
      'type',
      'button',
    );
  });

  it('keeps an explicit type', () => {
    render(<Button type="submit">Sign Up</Button>);

    expect(screen.getByRole('button', { name: 'Sign Up' })).toHaveAttribute('type', 'submit');
  });

  it('renders its child with the button look when asChild is set', () => {
    render(
      <MemoryRouter>
        <Button asChild variant="outline">
          <Link to="/subscribe">Become a Trailblazer</Link>
        </Button>
      </MemoryRouter>,
    );

    const link = screen.getByRole('link', { name: 'Become a Trailblazer' });
    expect(link).toHaveAttribute('href', '/subscribe');
    expect(link).not.toHaveAttribute('type');
    expect(link).toHaveClass('border-input');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('lets a caller class win over the variant (tailwind-merge)', () => {
    render(<Button className="px-10">Wide</Button>);

    const button = screen.getByRole('button', { name: 'Wide' });
    expect(button).toHaveClass('px-10');
    expect(button).not.toHaveClass('px-4');
  });
});
