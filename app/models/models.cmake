# The Replay page's C++ models (app/models/), compiled into the QML module target umpire_qml
# so QML_ELEMENT registers them in `import Umpire`. Included by qml/CMakeLists.txt right after
# qt_add_qml_module(umpire_qml ...). docs/app-models.md describes the types for QML.
set(umpire_models_dir ${PROJECT_SOURCE_DIR}/app/models)
target_sources(umpire_qml PRIVATE
    ${umpire_models_dir}/chartmodel.cpp ${umpire_models_dir}/chartmodel.h
    ${umpire_models_dir}/chartseries.cpp ${umpire_models_dir}/chartseries.h
    ${umpire_models_dir}/checkreport.cpp ${umpire_models_dir}/checkreport.h
    ${umpire_models_dir}/findingsmodel.cpp ${umpire_models_dir}/findingsmodel.h
    ${umpire_models_dir}/legalmovesmodel.cpp ${umpire_models_dir}/legalmovesmodel.h
    ${umpire_models_dir}/movelistmodel.cpp ${umpire_models_dir}/movelistmodel.h
    ${umpire_models_dir}/movetrial.cpp ${umpire_models_dir}/movetrial.h
    ${umpire_models_dir}/newgameform.cpp ${umpire_models_dir}/newgameform.h
    ${umpire_models_dir}/readingchangesmodel.cpp ${umpire_models_dir}/readingchangesmodel.h
    ${umpire_models_dir}/recorddocument.cpp ${umpire_models_dir}/recorddocument.h
    ${umpire_models_dir}/recordeditor.cpp ${umpire_models_dir}/recordeditor.h
    ${umpire_models_dir}/recordeditcommand.cpp ${umpire_models_dir}/recordeditcommand.h
    ${umpire_models_dir}/recordfile.cpp ${umpire_models_dir}/recordfile.h
    ${umpire_models_dir}/recordjournal.cpp ${umpire_models_dir}/recordjournal.h
    ${umpire_models_dir}/recordjournalwriter.cpp ${umpire_models_dir}/recordjournalwriter.h
    ${umpire_models_dir}/recordtext.cpp ${umpire_models_dir}/recordtext.h
    ${umpire_models_dir}/replaycontroller.cpp ${umpire_models_dir}/replaycontroller.h
    ${umpire_models_dir}/replaydata.cpp ${umpire_models_dir}/replaydata.h
    ${umpire_models_dir}/replayloader.cpp ${umpire_models_dir}/replayloader.h
    ${umpire_models_dir}/statediff.cpp ${umpire_models_dir}/statediff.h
    ${umpire_models_dir}/taglistmodel.cpp ${umpire_models_dir}/taglistmodel.h
)
target_include_directories(umpire_qml PUBLIC ${umpire_models_dir})
# Where each game plugs into the app (board view, chart series): app/games/.
set(umpire_games_dir ${PROJECT_SOURCE_DIR}/app/games)
target_sources(umpire_qml PRIVATE
    ${umpire_games_dir}/gameviews.cpp ${umpire_games_dir}/gameviews.h
    ${umpire_games_dir}/statetreemodel.cpp ${umpire_games_dir}/statetreemodel.h
    ${umpire_games_dir}/wotwhighlights.cpp ${umpire_games_dir}/wotwhighlights.h
    ${umpire_games_dir}/civilizationshighlights.cpp ${umpire_games_dir}/civilizationshighlights.h
    ${umpire_games_dir}/tripodsconsoles.cpp ${umpire_games_dir}/tripodsconsoles.h
    ${umpire_games_dir}/tripodsconsolemodel.cpp ${umpire_games_dir}/tripodsconsolemodel.h)
target_include_directories(umpire_qml PUBLIC ${umpire_games_dir})
# Tripods & Triplanes' schematic table, when a record places its vehicles (tripodsfield.h).
target_sources(umpire_qml PRIVATE
    ${umpire_games_dir}/tripodsfield.cpp ${umpire_games_dir}/tripodsfield.h
    ${umpire_games_dir}/tripodsfieldmodel.cpp ${umpire_games_dir}/tripodsfieldmodel.h)
# Space Wars' board view and inspector: hexes, ships, the written pads, the shot (spacewarsview.h).
target_sources(umpire_qml PRIVATE
    ${umpire_games_dir}/spacewarsboardmodels.cpp ${umpire_games_dir}/spacewarsboardmodels.h
    ${umpire_games_dir}/spacewarshighlights.cpp ${umpire_games_dir}/spacewarshighlights.h
    ${umpire_games_dir}/spacewarsordermodel.cpp ${umpire_games_dir}/spacewarsordermodel.h
    ${umpire_games_dir}/spacewarsturn.cpp ${umpire_games_dir}/spacewarsturn.h
    ${umpire_games_dir}/spacewarsview.cpp ${umpire_games_dir}/spacewarsview.h)
# Records are opened with QtConcurrent::run.
target_link_libraries(umpire_qml PUBLIC Qt6::Concurrent)
