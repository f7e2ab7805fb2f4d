# The Cards and Rules pages' C++ models (app/compendium/, owned by engineer "compendium-ui"),
# compiled into the QML module target umpire_qml so QML_ELEMENT registers them in
# `import Umpire`. Included by qml/CMakeLists.txt right after qt_add_qml_module(umpire_qml ...).
set(umpire_compendium_dir ${PROJECT_SOURCE_DIR}/app/compendium)
target_sources(umpire_qml PRIVATE
    ${umpire_compendium_dir}/compendium.cpp ${umpire_compendium_dir}/compendium.h
    ${umpire_compendium_dir}/followcompendium.h
    ${umpire_compendium_dir}/searchlistmodel.cpp ${umpire_compendium_dir}/searchlistmodel.h
    ${umpire_compendium_dir}/cardsearchmodel.cpp ${umpire_compendium_dir}/cardsearchmodel.h
    ${umpire_compendium_dir}/queryfilters.cpp ${umpire_compendium_dir}/queryfilters.h
    ${umpire_compendium_dir}/carddetail.cpp ${umpire_compendium_dir}/carddetail.h
    ${umpire_compendium_dir}/cardvocabulary.cpp ${umpire_compendium_dir}/cardvocabulary.h
    ${umpire_compendium_dir}/rulerows.h
    ${umpire_compendium_dir}/ruletreemodel.cpp ${umpire_compendium_dir}/ruletreemodel.h
    ${umpire_compendium_dir}/rulesearchmodel.cpp ${umpire_compendium_dir}/rulesearchmodel.h
    ${umpire_compendium_dir}/ruledetail.cpp ${umpire_compendium_dir}/ruledetail.h
    ${umpire_compendium_dir}/sourcebooks.cpp ${umpire_compendium_dir}/sourcebooks.h
)
target_include_directories(umpire_qml PUBLIC ${umpire_compendium_dir})
# The models read the compendium through the database layer (database/search.h).
target_link_libraries(umpire_qml PUBLIC umpire_database)
# The app finds the compendium the build writes (CompendiumOpener::defaultShippedPath).
add_dependencies(umpire_qml umpire_compendium)
