// Jest's stand-in for rspack's `asset/source` rule: a Markdown file is imported as its text.
module.exports = {
  process(source) {
    return { code: `module.exports = ${JSON.stringify(source)};` };
  },
};
