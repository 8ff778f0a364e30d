/**
 * A FileField bound to a react-hook-form field whose value is the chosen `File`, or null: a valid file
 * becomes the value; no file, or one FileField refuses (and empties the input; for a photo possibly once
 * its scaled form is ready), makes it null again, and the field is validated at once, so its message shows
 * without waiting for the field to be left (Prosegui follows the value in any case: the kit's useSchemaForm).
 * The value is the file as chosen: upload `preparedFile(value)`
 * (../uploads/preparedFiles.ts), the scaled photo.
 */
import { useController, type Control, type FieldValues, type Path, type PathValue, type UseFormSetValue } from 'react-hook-form';
import { FileField, type FileFieldProps } from './FileField';

export interface FormFileFieldProps<T extends FieldValues>
  extends Omit<FileFieldProps, 'name' | 'onFiles' | 'onRefused' | 'onChange' | 'onBlur' | 'ref' | 'value'> {
  control: Control<T>;
  setValue: UseFormSetValue<T>;
  name: Path<T>;
}

export function FormFileField<T extends FieldValues>({ control, setValue, name, accept, maxBytes, ...props }: FormFileFieldProps<T>) {
  const { field } = useController({ control, name });
  const empty = () => setValue(name, null as PathValue<T, Path<T>>, { shouldValidate: true });
  return (
    <FileField
      {...props}
      accept={accept}
      maxBytes={maxBytes}
      name={field.name}
      ref={field.ref}
      onBlur={field.onBlur}
      onFiles={(files) => field.onChange(files[0] ?? null)}
      onRefused={empty}
      onChange={(event) => {
        if (!event.target.files?.length) empty();
      }}
    />
  );
}
