// Style sheets are side-effect modules: importing one (statically or on demand) adds its rules.
declare module '*.css';

// A font file imports as its URL in the build.
declare module '*.woff2' {
  const url: string;
  export default url;
}
