import { styled } from '@mui/material/styles';

/** Room for the fixed top bar, as high as it is (the theme's toolbar mixin), without MUI's Toolbar on every page. */
export const ToolbarSpacer = styled('div')(({ theme }) => ({ ...theme.mixins.toolbar, flexShrink: 0 }));
