export { Dropdown } from './Dropdown.tsx';
export type { DropdownItem, DropdownProps } from './Dropdown.tsx';
