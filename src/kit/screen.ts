import type { ScreenId } from '../flows';

/** The props every screen receives from the shell (spec §2: "Every route is a registration step and receives props"). */
export interface ScreenProps {
  screen: ScreenId;
}
