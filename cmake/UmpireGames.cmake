# The games Umpire checks. `umpire_game(<id>)` registers one; each layer then picks up the
# game's own folders by convention (docs/adding-a-game.md):
#   engine/games/<id>/      its ruleset (a CMakeLists.txt adding sources to umpire_engine);
#                           its .cpp/.h are scanned for the engine's translatable findings
#   resources/games/<id>/   its data (embedded and built into the compendium by glob)
#   qml/games/<id>/         its board view and pieces, if it has any (every *.qml joins the
#                           Umpire module; app/games/gameviews.cpp names the board file)
#   app/games/<id>/         its own app-side C++ (highlights, board models), if any (an
#                           <id>.cmake adding sources to umpire_qml, app/games/games.cmake)
#   tests/<id>/             its own tests, if any (a CMakeLists.txt)
# The conformance suite (tests/conformance) covers every registered game without more.
function(umpire_game id)
    if(NOT EXISTS ${PROJECT_SOURCE_DIR}/engine/games/${id}/CMakeLists.txt)
        message(FATAL_ERROR "umpire_game(${id}): engine/games/${id}/CMakeLists.txt is missing")
    endif()
    set_property(GLOBAL APPEND PROPERTY UMPIRE_GAMES ${id})
endfunction()

# The registered game ids, in registration order, into <out>.
function(umpire_games out)
    get_property(games GLOBAL PROPERTY UMPIRE_GAMES)
    set(${out} ${games} PARENT_SCOPE)
endfunction()
