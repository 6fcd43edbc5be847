/** Series colours: the brand's flame and gold first, then hues that stay apart for common colour blindness. */
const palette = ["#c2410c", "#1d5fa8", "#f2a93b", "#18794e", "#7c3aed", "#0e7490", "#be185d", "#57534e"];

export const colorAt = (index: number) => palette[index % palette.length]!;

/** Long organisation names would push the bars off a phone screen; the table keeps them whole. */
export const shorten = (text: string, max = 22) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);
