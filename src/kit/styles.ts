/** The styles primitive screens use (constructable stylesheets, so a strict Content-Security-Policy allows them): see src/app/stylesheets.tsx. */
export { Styles, useStyles, type CssParts } from '../app/stylesheets';
