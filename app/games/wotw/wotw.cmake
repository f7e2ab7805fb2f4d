# War of the Worlds' step highlights on its region board (wotwhighlights.h).
target_sources(umpire_qml PRIVATE
    ${game_app_dir}/wotwhighlights.cpp ${game_app_dir}/wotwhighlights.h)
