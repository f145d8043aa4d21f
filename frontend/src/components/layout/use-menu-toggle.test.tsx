import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, test } from 'vitest';
import { MenuButton } from './menu-button.tsx';
import { useMenuToggle } from './use-menu-toggle.ts';

function Menu() {
  const menu = useMenuToggle();
  return (
    <>
      <MenuButton isOpen={menu.isOpen} onToggle={menu.toggle} controls="menu" buttonRef={menu.buttonRef} />
      <nav id="menu" aria-label="Mobile" hidden={!menu.isOpen}>
        <a href="/somewhere">Somewhere</a>
      </nav>
    </>
  );
}

describe('the mobile menu', () => {
  test('Escape closes it and puts focus back on its button', () => {
    render(
      <MemoryRouter>
        <Menu />
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const link = screen.getByRole('link', { name: 'Somewhere' });
    link.focus();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('link', { name: 'Somewhere' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open menu' }));
  });
});
