import { Toaster } from 'sonner';
import { HEADER_HEIGHT_VAR } from './layout/use-header-height.ts';
import { useTheme } from './theme/theme-provider.tsx';

/** Toasts start below the sticky header (its height published by the header), never over its navigation. */
const BELOW_HEADER = { top: `calc(var(${HEADER_HEIGHT_VAR}, 0px) + 12px)` };

export default function ThemedToaster() {
  const { theme } = useTheme();
  return (
    <Toaster
      theme={theme}
      position="top-center"
      offset={BELOW_HEADER}
      mobileOffset={BELOW_HEADER}
      richColors
      closeButton
    />
  );
}
