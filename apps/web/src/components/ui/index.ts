export { ErrorBox, SuccessBox } from './alert';
export { Button, buttonClasses, type ButtonSize, type ButtonVariant } from './button';
export { Card } from './card';
export { Checkbox } from './checkbox';
export { cx } from './cx';
export { TextField, inputClasses } from './field';
export { PageSpinner, Spinner } from './spinner';
