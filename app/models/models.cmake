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
# Where each game plugs into the app (board view, chart series): app/games/ and its game folders.
include(${PROJECT_SOURCE_DIR}/app/games/games.cmake)
# Records are opened with QtConcurrent::run.
target_link_libraries(umpire_qml PUBLIC Qt6::Concurrent)
