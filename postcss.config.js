// The site's styles, prefixed where a browser of the support matrix (package.json's browserslist)
// still needs it.
module.exports = { plugins: [require('autoprefixer')] };
