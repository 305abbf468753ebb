import Box from '@mui/material/Box';

const SIZES = { sm: '1rem', md: '1.25rem', lg: '1.75rem', xl: '2.5rem' } as const;

/** The two-tone wordmark in SPEC's four sizes: "LoRa" in teal, "WAN Sensors" in the text colour. */
export function Wordmark({ size = 'md', inverse = false }: { size?: keyof typeof SIZES; inverse?: boolean }) {
  return (
    <Box
      component="span"
      sx={{
        fontWeight: 700,
        fontSize: SIZES[size],
        letterSpacing: '-0.02em',
        whiteSpace: 'nowrap',
        color: inverse ? 'common.white' : 'text.primary',
      }}
    >
      <Box component="span" sx={{ color: inverse ? 'primary.main' : 'primary.dark' }}>
        LoRa
      </Box>
      WAN Sensors
    </Box>
  );
}
