import { Menu, X } from 'lucide-react';
import { Button } from '../ui/button.tsx';

export function MenuButton({
  isOpen,
  onToggle,
  controls,
}: {
  isOpen: boolean;
  onToggle: () => void;
  controls: string;
}) {
  return (
    <Button
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
