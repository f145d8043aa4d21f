import { PlacedToaster } from './toasts/placed-toaster.tsx';

/**
 * The Toaster that LazyToaster loads: toasts placed clear of every control and heading (toasts/placed-toaster.tsx),
 * in the theme's colours. Its own module so that sonner stays out of the landing page's first load.
 */
export default PlacedToaster;
