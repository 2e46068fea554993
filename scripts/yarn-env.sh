# Source me: points corepack and yarn at the registry npm is configured with (never hard-coded).
registry="$(npm config get registry 2>/dev/null | sed 's#/$##')"
export COREPACK_NPM_REGISTRY="$registry" YARN_NPM_REGISTRY_SERVER="$registry"
export COREPACK_ENABLE_DOWNLOAD_PROMPT=0 YARN_ENABLE_TELEMETRY=0 REDWOOD_DISABLE_TELEMETRY=1 STORYBOOK_DISABLE_TELEMETRY=1
