import Box from '@mui/material/Box';
import type { FormEvent, ReactNode } from 'react';

/**
 * A dialog's form, wrapping its title, content and actions. It fills the dialog's paper as
 * a column the way the paper itself lays them out, so on a short screen (a phone held
 * sideways, 844 x 390) only the content between the title and the buttons scrolls: the
 * buttons stay in view, where a plain <form> scrolled them away with everything else.
 */
export function DialogForm({
  onSubmit,
  noValidate,
  children,
}: {
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  noValidate?: boolean;
  children: ReactNode;
}) {
  return (
    <Box
      component="form"
      onSubmit={onSubmit}
      noValidate={noValidate}
      sx={{ display: 'flex', flexDirection: 'column', flex: '1 1 auto', minHeight: 0 }}
    >
      {children}
    </Box>
  );
}
