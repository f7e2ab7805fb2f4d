# Where each game plugs into the app (board view, chart series, highlights): app/games/.
# Included by app/models/models.cmake, so its files join the QML module target umpire_qml.
# The registry and the generic state inspector serve every game and sit here; each game's own
# C++ sits in app/games/<id>/ (the same ids as engine/games/ and qml/games/) and is listed by
# that folder's <id>.cmake, when the game has any (docs/adding-a-game.md).
set(umpire_games_dir ${PROJECT_SOURCE_DIR}/app/games)
target_sources(umpire_qml PRIVATE
    ${umpire_games_dir}/gameviews.cpp ${umpire_games_dir}/gameviews.h
    ${umpire_games_dir}/statetreemodel.cpp ${umpire_games_dir}/statetreemodel.h)
# Sources include a game's files by folder, e.g. "spacewars/spacewarsview.h".
target_include_directories(umpire_qml PUBLIC ${umpire_games_dir})
umpire_games(games)
foreach(game IN LISTS games)
    # game_app_dir is the folder its <id>.cmake names its files under.
    set(game_app_dir ${umpire_games_dir}/${game})
    if(EXISTS ${game_app_dir}/${game}.cmake)
        include(${game_app_dir}/${game}.cmake)
        # Only for the QML type registrations Qt generates: Qt 6.4's qmltyperegistrar includes
        # each QML_ELEMENT header by its bare file name.
        target_include_directories(umpire_qml PRIVATE ${game_app_dir})
    endif()
endforeach()
