import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { Header } from './Header.js';
import { Footer } from './Footer.js';

export function Layout({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <Header />
      <Box component="main" id="main" sx={{ flexGrow: 1 }}>
        {children}
      </Box>
      <Footer />
    </Box>
  );
}
