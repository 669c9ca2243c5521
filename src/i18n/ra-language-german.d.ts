// ra-language-german is CommonJS without types (react-admin 3 era).
declare module 'ra-language-german' {
  const messages: { ra: Record<string, unknown> };
  export default messages;
}
