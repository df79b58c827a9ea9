// The illustrations' colours: the design tokens of src/client/styles/global.css plus a few neutrals and
// warm tones, so every drawing on the site looks like one set.
export const palette = {
  brand: '#0b5d4b',
  brandStrong: '#07463a',
  brandDeep: '#053a30',
  brandSoft: '#e6f2ee',
  mint: '#cde8de',
  mintMid: '#9fd3c1',
  accent: '#f2a900',
  accentSoft: '#fff4d6',
  terracotta: '#c8553d',
  coral: '#e8744f',
  ink: '#17211f',
  slate: '#44524e',
  steel: '#8a9a96',
  silver: '#d5dfdb',
  glass: '#dff1ec',
  white: '#ffffff',
  skin: ['#8d5524', '#6b3e1d', '#a86b3c'],
} as const;
