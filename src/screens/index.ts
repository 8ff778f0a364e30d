/**
 * The screens layer as the shell (src/app) sees it: the host that renders a route's screen, the title of
 * a screen and the preloading of the next one. The shell imports nothing else from src/screens.
 */
export { ScreenHost } from './ScreenHost';
export { preloadScreen, screenTitle } from './registry';
