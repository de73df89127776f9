/** The part of rtlcss (which ships no types) the build uses. */
declare module 'rtlcss' {
  const rtlcss: { process(css: string): string };
  export default rtlcss;
}
