// @colyseus/testing loads @colyseus/tools, whose .env loader reports on stderr: keep it quiet
// (imported before it; the tests fail on any console.error).
process.env.DOTENV_CONFIG_QUIET = "true";
export {};
