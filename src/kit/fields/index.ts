/** The field primitives of the screen kit: labels, hints, errors and aria carried once, by FieldFrame. */
export { type FrameProps } from './FieldFrame';
export { TextField } from './TextField';
export { FiscalCodeField } from './FiscalCodeField';
export { NormalisedTextField } from './NormalisedTextField';
export { DateField } from './DateField';
export { OtpField } from './OtpField';
export { SelectField } from './SelectField';
export { CheckboxField } from './CheckboxField';
export { RadioGroup } from './RadioGroup';
export { FileField } from './FileField';
export { FormFileField } from './FormFileField';
export { MoneyText } from './MoneyText';
export { formatDisplayDate } from './dates';
export { FIELD_COPY } from './copy';
export { AccessCodeField } from './AccessCodeField';
export { FieldSection } from './FieldSection';
