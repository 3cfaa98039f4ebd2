import CardSpecCLI
import Foundation

HeapTuning.applyForCommandRun()
exit(CardSpecCommand.main(arguments: Array(CommandLine.arguments.dropFirst())))
