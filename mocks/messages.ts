// The mock API's Indonesian texts: the shared messages of src/lib (the same the server answers),
// gathered under the short names the handlers use. No text is written here.
import {
  MESSAGES,
  REQUIRED,
  maxImagesMessage,
  maxLengthMessage,
  minLengthMessage,
} from '../src/lib/forms/messages.ts';

/** Every message the handlers answer with. */
export const msg = {
  ...MESSAGES,
  tooManyImages: maxImagesMessage,
  maxLength: maxLengthMessage,
  minLength: minLengthMessage,
  required: REQUIRED,
} as const;
