/**
 * A FileField bound to a react-hook-form field whose value is the chosen `File`, or null: a valid file
 * becomes the value; no file, or one FileField refuses (and empties the input), makes it null again, and
 * the form is validated at once (the controller's onChange alone left `isValid` stale).
 */
import { useController, type Control, type FieldValues, type Path, type PathValue, type UseFormSetValue } from 'react-hook-form';
import { FileField, fileProblem, type FileFieldProps } from './FileField';

export interface FormFileFieldProps<T extends FieldValues>
  extends Omit<FileFieldProps, 'name' | 'onFiles' | 'onChange' | 'onBlur' | 'ref' | 'value'> {
  control: Control<T>;
  setValue: UseFormSetValue<T>;
  name: Path<T>;
}

export function FormFileField<T extends FieldValues>({ control, setValue, name, accept, maxBytes, ...props }: FormFileFieldProps<T>) {
  const { field } = useController({ control, name });
  return (
    <FileField
      {...props}
      accept={accept}
      maxBytes={maxBytes}
      name={field.name}
      ref={field.ref}
      onBlur={field.onBlur}
      onFiles={(files) => field.onChange(files[0] ?? null)}
      onChange={(event) => {
        const file = event.target.files?.[0];
        if (!file || fileProblem(file, accept, maxBytes)) setValue(name, null as PathValue<T, Path<T>>, { shouldValidate: true });
      }}
    />
  );
}
