import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';

export const renderUi = (ui: ReactElement) => render(<MantineProvider>{ui}</MantineProvider>);
