// The text of findings, in the language of the installed translation.
//
// Every finding is an English template passed through QCoreApplication::translate with the
// context "wotw" (the Applier and the Ruleset declare tr() for it) and then filled with .arg().
// With no translator installed — the CLI, the tests — translate returns the template itself,
// so the engine speaks English; the app installs :/i18n/umpire_engine_ru.qm (compiled from
// resources/translations/umpire_engine_ru.ts, refreshed by the umpire_engine_lupdate target)
// when its interface is Russian. The engine itself never loads a translation.
//
// The names inside a message (cards, regions, sides) must match its language: the run's
// language, which the Replay sets on the reporter (core::Reporter::language(), from
// Replay::Options or the installed translation) — never part of the state.
#pragma once

#include <cstdint>

namespace umpire::wotw {

enum class Names : std::uint8_t { English, Russian };

// Russian when the installed translation of the "wotw" messages is the Russian one (what a
// run's language defaults to). Looks the answer up in the translators: not per message.
Names installedNames();

}  // namespace umpire::wotw
