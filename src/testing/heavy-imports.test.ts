import { heavyMuiImports } from './heavy-imports';

describe('heavyMuiImports', () => {
  it('finds Tooltip, TextField, Select, Autocomplete and Popper imported by name or by deep path', () => {
    const source = [
      "import { Box, Tooltip as Tip, TextField } from '@mui/material';",
      "import Popper from '@mui/material/Popper';",
      "import {\n  Autocomplete,\n  Select,\n} from '@mui/material';",
    ].join('\n');
    expect(heavyMuiImports(source).sort()).toEqual(['Autocomplete', 'Popper', 'Select', 'TextField', 'Tooltip']);
  });

  it('ignores light components, type-only imports and other packages', () => {
    const source = [
      "import { Box, IconButton, Menu, OutlinedInput, type TextFieldProps } from '@mui/material';",
      "import type { TooltipProps } from '@mui/material';",
      "import type Select from '@mui/material/Select';",
      "import { Tooltip } from './my-tooltip';",
    ].join('\n');
    expect(heavyMuiImports(source)).toEqual([]);
  });

  it('checks another list of names when given one', () => {
    const source = [
      "import { Alert, Box } from '@mui/material';",
      "import IconButton from '@mui/material/IconButton';",
    ].join('\n');
    expect(heavyMuiImports(source, ['Alert', 'IconButton']).sort()).toEqual(['Alert', 'IconButton']);
    expect(heavyMuiImports(source)).toEqual([]);
  });
});
