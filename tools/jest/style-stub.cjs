// Stylesheets imported by components are the bundler's business; in Jest they are empty modules.
module.exports = {};
