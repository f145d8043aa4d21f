import type { Ref } from 'react';
import { Menu, X } from 'lucide-react';
import { Button } from '../ui/button.tsx';

export function MenuButton({
  isOpen,
  onToggle,
  controls,
  buttonRef,
}: {
  isOpen: boolean;
  onToggle: () => void;
  controls: string;
  buttonRef?: Ref<HTMLButtonElement>;
}) {
  return (
    <Button
      ref={buttonRef}
      variant="ghost"
      size="icon"
      className="md:hidden"
      aria-expanded={isOpen}
      aria-controls={controls}
      aria-label={isOpen ? 'Close menu' : 'Open menu'}
      onClick={onToggle}
    >
      {isOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
    </Button>
  );
}
