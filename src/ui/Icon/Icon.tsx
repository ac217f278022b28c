import styled from 'styled-components';
import { iconPaths } from './paths.tsx';

/** The names of the icons the library draws. */
export type IconName = keyof typeof iconPaths;

/** Every icon name, for stories and controls. */
export const iconNames = Object.keys(iconPaths) as IconName[];

/** Props of Icon. */
export interface IconProps {
  /** Which icon to draw. */
  name: IconName;
  /** Box size: small 16 px, medium 20 px, large 24 px. */
  size?: 'small' | 'medium' | 'large';
}

const Svg = styled.svg<{ $size: NonNullable<IconProps['size']> }>`
  width: ${({ theme, $size }) => theme.size.icon[$size]};
  height: ${({ theme, $size }) => theme.size.icon[$size]};
  flex: none;
`;

/** A decorative icon in the current text colour; the control around it carries the name. */
export function Icon({ name, size = 'medium' }: IconProps) {
  return (
    <Svg
      $size={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {iconPaths[name]}
    </Svg>
  );
}
