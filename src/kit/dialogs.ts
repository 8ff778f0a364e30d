/**
 * Dialogs for screens: a native <dialog> shown as a modal with focus trapped and restored (named modals
 * such as the login modal), and mounting a lazily loaded dialog once it first opens. The global modal
 * (spec §8 dialogs) is opened through the instance: `instance.showModal`, `instance.showError`.
 */
export { useModalDialog, useMountedOnceOpen } from '../app/dialog';
