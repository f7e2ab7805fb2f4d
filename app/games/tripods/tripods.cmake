# Tripods & Triplanes' consoles (tripodsconsoles.h) and, when a record places its vehicles, its
# schematic table (tripodsfield.h).
target_sources(umpire_qml PRIVATE
    ${game_app_dir}/tripodsconsoles.cpp ${game_app_dir}/tripodsconsoles.h
    ${game_app_dir}/tripodsconsolemodel.cpp ${game_app_dir}/tripodsconsolemodel.h
    ${game_app_dir}/tripodsfield.cpp ${game_app_dir}/tripodsfield.h
    ${game_app_dir}/tripodsfieldmodel.cpp ${game_app_dir}/tripodsfieldmodel.h)
