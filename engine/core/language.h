// The language of the run's findings. Findings follow the installed translation (the app
// installs the Russian engine translation with a Russian interface; the CLI installs none), so
// the core asks the translation which language it is, as each game does for its names.
#pragma once

namespace umpire::core {

// True when the installed engine translation is Russian.
bool russianInstalled();

}  // namespace umpire::core
