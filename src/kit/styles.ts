/** The styles primitive screens use (constructable stylesheets, issue 19): see src/app/stylesheets.tsx. */
export { Styles, useStyles, type CssParts } from '../app/stylesheets';
