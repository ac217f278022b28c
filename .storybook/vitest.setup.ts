import { setProjectAnnotations } from '@storybook/react-vite';
import * as a11yAddonAnnotations from '@storybook/addon-a11y/preview';
import * as projectAnnotations from './preview.tsx';

// Explicit on purpose: the addon's automatic provisioning (10.3+) fails to import React's default
// export in Vitest 5 browser mode here, while this explicit form works.
setProjectAnnotations([a11yAddonAnnotations, projectAnnotations]);
