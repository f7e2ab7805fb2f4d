# War of Civilizations' step highlights on its board (civilizationshighlights.h).
target_sources(umpire_qml PRIVATE
    ${game_app_dir}/civilizationshighlights.cpp ${game_app_dir}/civilizationshighlights.h)
