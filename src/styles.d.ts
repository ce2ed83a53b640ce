// Style sheets are side-effect modules: importing one (statically or on demand) adds its rules.
declare module '*.css';
